/** GET (or POST `body` to) `url` and parse the JSON answer. */
export async function fetchJson<Body = any>(
  url: string,
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: Body }> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Body,
  }
}
