/** Types of lib/page-cache/renderer-slot.mjs. */
export type PageRequest = { path: string; headers: Record<string, string> };
export type PageResponse = { statusCode: number; headers: Record<string, string | string[] | number | undefined>; body: string };
export type PageRenderer = (request: PageRequest) => Promise<PageResponse>;
export function setPageRenderer(render: PageRenderer): void;
export function pageRenderer(): PageRenderer | null;
