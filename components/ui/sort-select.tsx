import { HiddenFields } from "./hidden-fields";
import { SelectForm } from "./select-form";

/** A results page's order as a GET form: the search rides along as hidden fields, the choice in `sort`. */
export function SortSelect(props: {
  path: string;
  params: Iterable<[string, string]>;
  value?: string;
  options: { value: string; label: string }[];
  label: string;
  apply: string;
}) {
  const { path, params, ...choice } = props;
  return (
    <SelectForm
      {...choice}
      action={path}
      name="sort"
      hidden={<HiddenFields params={params} omit={["sort"]} />}
      testIds={["sort-form", "sort-select", "sort-apply"]}
    />
  );
}
