// Calls that answer a file (an invoice's PDF) go through the base query like every other, so they carry the token
// and language headers; this reads their answers.
/**
 * A file answer becomes an object URL, which the caller offers to save and then revokes; a JSON answer (a refusal, or
 * one answered with 200 where the server names failures in a header) stays JSON for the base query to read.
 */
export async function fileOrFailure(response: Response): Promise<unknown> {
  if (response.headers.get('content-type')?.includes('json')) return response.json();
  if (!response.ok) return response.text();
  return URL.createObjectURL(await response.blob());
}
