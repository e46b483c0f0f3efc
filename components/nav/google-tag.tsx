/** The org's Google Tag, only when configured; both scripts carry the request's CSP nonce. */
export function GoogleTag({ tagId, nonce }: { tagId: string; nonce: string | undefined }) {
  if (!/^[A-Z]{1,4}-[A-Z0-9]{4,20}$/.test(tagId)) return null;
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${tagId}');`;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${tagId}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}
