export function ScanPage() {
  return <h1>Scan</h1>;
}
