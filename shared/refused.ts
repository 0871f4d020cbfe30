/**
 * A write that was understood but not carried out answers 200 with `status: refused`, the `rule`
 * that stopped it and, where one field is at fault, that `field` (spec 7.2).
 */
export interface Refused {
  status: "refused";
  rule: string;
  field?: string;
  message: string;
}

export function refused(rule: string, message: string, field?: string): Refused {
  return field === undefined
    ? { status: "refused", rule, message }
    : { status: "refused", rule, field, message };
}
