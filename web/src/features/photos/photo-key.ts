// The key a device gives each photo before sending it (shared/photos.ts): 15 of a–z and 0–9, so
// that a photo sent again after a lost answer is recognised by the server and stored once.

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export function newPhotoKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}
