/** Types of lib/http/envelope.mjs. */
export type ErrorEnvelope = {
  status: 0;
  message: string;
  data: { code: number; resp: string };
  error: { code: string; message: string; fields?: { path: string; message: string }[]; detail?: Record<string, string | number> };
};
export function errorEnvelope(input: {
  status: number;
  code: string;
  message: string;
  fields?: { path: string; message: string }[];
  detail?: Record<string, string | number>;
}): ErrorEnvelope;
