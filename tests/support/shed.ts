/**
 * A burst of requests larger than the pool (10 connections, 2 s wait in tests) may have some of them shed on a loaded
 * machine: 503 with Retry-After, before anything is written. A burst test counts those with the refusals — what it
 * checks is that exactly the right requests won and nothing else holds anything — and fails on any other answer.
 */
export function shedUnderLoad(res: Response): boolean {
  return res.status === 503 && res.headers.get("retry-after") !== null;
}

/** The answers of a burst that are neither a win nor one of `refusals`, nor shed under load: each one fails the test. */
export function unexpectedAnswers(answers: Response[], refusals: number[]): number[] {
  return answers.filter((r) => r.status !== 200 && !refusals.includes(r.status) && !shedUnderLoad(r)).map((r) => r.status);
}
