/**
 * Examples for the OpenAPI document (shown on the /docs page): built from each tool's own JSON Schema
 * (derived from the registry), so they follow the schema as it changes. A value the schema alone cannot
 * make valid (a pattern, a cross-field rule) comes from `HINTS`, keyed by property name. Every example
 * is checked against the tool's zod schema by shared/openapi-examples.test.ts.
 */
type Schema = Record<string, any>;

/** Realistic values by property name, used when the schema allows them. */
const HINTS: Record<string, unknown> = {
  idempotencyKey: "9b2f4c1e-7a3d-4e8b",
  campaignId: 12,
  memberId: 345,
  memberIds: [345, 346],
  proofId: "prf_7Lq2mX",
  postId: "pst_4Zk9qR",
  creatorId: "cr_83fa21",
  partnerCampaignId: "pc_1029",
  programId: "prog_77",
  managerName: "Alex Kim",
  chatChannelName: "fall-line-creators",
  title: "Fall line launch",
  overview: "Short videos about the fall line: unboxing and first impressions.",
  payLine: "$150 per video",
  marketCountryCodes: ["US"],
  country: "US",
  countryCode: "US",
  email: "sam@brand.example",
  memberEmail: "sam@brand.example",
  name: "Northwind Outdoor",
  displayName: "Sam Rivera",
  label: "Claude Desktop",
  reason: "Not a fit for this campaign",
  message: "Thanks for applying! Could you share a recent video?",
  text: "Thanks for applying! Could you share a recent video?",
  setupCode: "setup_4tZk9qLr2mXw7Bv1Nc8Hd3",
  cursor: undefined,
  limit: 20,
  url: "https://brand.example/brief",
  link: "https://brand.example/brief",
  website: "https://brand.example",
  phone: "+14155550123",
};

function pickType(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t: string) => t !== "null");
  return s.type;
}

function fits(s: Schema, v: unknown): boolean {
  if (v === undefined) return false;
  const t = pickType(s);
  if (Array.isArray(s.enum)) return s.enum.includes(v);
  if (t === "string") {
    if (typeof v !== "string") return false;
    if (s.minLength !== undefined && v.length < s.minLength) return false;
    if (s.maxLength !== undefined && v.length > s.maxLength) return false;
    if (s.pattern && !new RegExp(s.pattern, "u").test(v)) return false;
    return true;
  }
  if (t === "integer") {
    return Number.isInteger(v) && (s.minimum === undefined || (v as number) >= s.minimum) &&
      (s.maximum === undefined || (v as number) <= s.maximum);
  }
  if (t === "number") return typeof v === "number";
  if (t === "boolean") return typeof v === "boolean";
  if (t === "array") return Array.isArray(v) && v.every((x) => !s.items || fits(s.items, x));
  return true;
}

function stringExample(s: Schema): string {
  switch (s.format) {
    case "email":
      return "sam@brand.example";
    case "uri":
    case "url":
      return "https://brand.example/brief";
    case "date-time":
      return "2027-01-15T09:00:00Z";
    case "date":
      return "2027-01-15";
    case "uuid":
      return "7d41b5c2-3f6c-4e2a-9a10-2b7f1c0e8d55";
  }
  let v = "example";
  if (s.pattern) {
    for (
      const c of [
        "US",
        "example",
        "example-1",
        "ex_ample",
        "A1",
        "2027-01-15",
        "@sam.makes",
        "sam.makes",
        "+14155550123",
        "abc12345",
      ]
    ) {
      if (new RegExp(s.pattern, "u").test(c)) {
        v = c;
        break;
      }
    }
  }
  if (s.minLength !== undefined && v.length < s.minLength) v = v.padEnd(s.minLength, "x");
  if (s.maxLength !== undefined && v.length > s.maxLength) v = v.slice(0, s.maxLength);
  return v;
}

/** An example value for a JSON Schema (depth-bounded); `name` is the property it is for. */
export function exampleOf(schema: Schema, name?: string, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (name && name in HINTS && fits(schema, HINTS[name])) return HINTS[name];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null);
  for (const k of ["anyOf", "oneOf"]) {
    if (Array.isArray(schema[k])) {
      const branch = schema[k].find((b: Schema) => b.type !== "null") ?? schema[k][0];
      return exampleOf(branch, name, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) return exampleOf(Object.assign({}, ...schema.allOf), name, depth + 1);
  switch (pickType(schema) ?? (schema.properties ? "object" : undefined)) {
    case "object": {
      const props: Record<string, Schema> = schema.properties ?? {};
      const required: string[] = schema.required ?? [];
      // Required fields; an object with none required shows its first field (e.g. `changes`).
      const keys = required.length ? required : Object.keys(props).slice(0, 1);
      const out: Record<string, unknown> = {};
      for (const k of keys) {
        const v = exampleOf(props[k] ?? {}, k, depth + 1);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case "array": {
      const n = Math.max(1, schema.minItems ?? 1);
      const item = exampleOf(schema.items ?? {}, name, depth + 1);
      if (item === undefined) return [];
      return Array.from({ length: n }, () => item);
    }
    case "string":
      return stringExample(schema);
    case "integer":
      return Math.max(
        schema.minimum ?? 1,
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1,
      );
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
  }
  return undefined;
}
