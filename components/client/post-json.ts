/** POST JSON and read JSON back; network failures and non-JSON answers come back as a body-less result. */
export type JsonResult<T> = { ok: boolean; status: number; body: T | null };

export async function postJson<T = Record<string, unknown>>(path: string, payload: unknown): Promise<JsonResult<T>> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      credentials: "same-origin",
    });
    const body = (await res.json().catch(() => null)) as T | null;
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}
