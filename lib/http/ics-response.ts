/** An iCalendar file as a download (add to calendar): never kept by a shared cache, it names the viewer's trip. */
export function icsResponse(file: { filename: string; body: string }): Response {
  return new Response(file.body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "private, no-store",
    },
  });
}
