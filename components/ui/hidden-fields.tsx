/** A search carried through a GET form as hidden inputs, less the parameters the form itself sets. */
export function HiddenFields({ params, omit = [] }: { params: Iterable<[string, string]>; omit?: string[] }) {
  return [...params].filter(([k]) => !omit.includes(k)).map(([k, v], i) => <input key={`${k}-${i}`} type="hidden" name={k} value={v} />);
}
