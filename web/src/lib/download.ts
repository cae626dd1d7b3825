// Downloading an export that needs the session (a CSV of the server's API). A plain link cannot
// carry the Authorization header, and fetching the file into a Blob would hold all of it in the
// page; so the app asks for a short-lived PocketBase file token and follows an ordinary download
// link with it: the browser streams the file to disk and names it as the server says.

import { pb } from "./api-client";

/** Starts the download of `pathWithToken(token)`, an API path that takes a file token. */
export async function downloadWithFileToken(pathWithToken: (token: string) => string): Promise<void> {
  const token = await pb.files.getToken({ requestKey: null });
  const link = document.createElement("a");
  link.href = pb.buildURL(pathWithToken(token));
  link.download = "";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
