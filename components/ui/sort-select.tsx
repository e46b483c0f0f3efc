import { SortFormView } from "@/components/search/sort-form";
import { HiddenFields } from "./hidden-fields";

/** A results page's order as a GET form: the search rides along as hidden fields, the choice in `sort`. */
export function SortSelect(props: {
  path: string;
  params: Iterable<[string, string]>;
  value?: string;
  options: { value: string; label: string }[];
  label: string;
  apply: string;
}) {
  const { params, ...view } = props;
  return <SortFormView {...view} hidden={<HiddenFields params={params} omit={["sort"]} />} />;
}
