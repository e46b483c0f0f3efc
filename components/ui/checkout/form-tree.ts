type Tree = { [key: string]: Node };
type Node = string | Tree | Node[];

/**
 * Form fields named as paths (`travellers.0.givenName`, `travellers.1.document.number`) as the JSON they name: a
 * number segment makes a list. Only the first value of a repeated name is kept; names that would overwrite a value
 * with a branch (or the reverse) are dropped, so no field can reshape another.
 */
export function formTree(data: FormData): Tree {
  const root: Tree = {};
  for (const [name, value] of data.entries()) {
    if (typeof value !== "string") continue;
    const path = name.split(".");
    if (path.some((p) => p === "" || p === "__proto__" || p === "constructor" || p === "prototype")) continue;
    let node: Tree | Node[] = root;
    let ok = true;
    for (let i = 0; i < path.length - 1 && ok; i++) {
      const key = path[i]!;
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      const current: Node | undefined = (node as Record<string, Node>)[key];
      if (current === undefined) (node as Record<string, Node>)[key] = nextIsIndex ? [] : {};
      else if (typeof current === "string" || Array.isArray(current) !== nextIsIndex) ok = false;
      if (ok) node = (node as Record<string, Node>)[key] as Tree | Node[];
    }
    const last = path[path.length - 1]!;
    if (ok && (node as Record<string, Node>)[last] === undefined) (node as Record<string, Node>)[last] = value;
  }
  return compact(root) as Tree;
}

/** Lists from index names may have holes (an unchecked box): they close up. */
function compact(node: Node): Node {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return node.filter((n) => n !== undefined).map(compact);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compact(v)]));
}
