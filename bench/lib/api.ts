/** One call of the app's API from a benchmark (JSON in, the answer's `data` out); throws on a non-2xx answer. */
export async function apiCall<T>(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'X-Token': token }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
