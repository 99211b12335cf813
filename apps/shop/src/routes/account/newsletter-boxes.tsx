// surrounding-areas §3 newsletter choices: the registration's and the profile's newsletter
// groups, one checkbox each.
import { Checkbox } from "@shop/ui/checkbox";
import { Label } from "@shop/ui/field";
import { useId } from "react";

/**
 * One checkbox per newsletter group, labelled by its checkbox text (surrounding-areas §3:
 * newsletter choices), in a group named by `legend`; `value` holds the ids ticked.
 */
export function NewsletterBoxes(props: {
  legend: string;
  groups: readonly { id: number; name: string; checkbox_text: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const id = useId();
  if (props.groups.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-heading font-semibold text-lg">{props.legend}</legend>
      {props.groups.map((group) => {
        const key = String(group.id);
        const checked = props.value.includes(key);
        return (
          <div key={key} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-${key}`}
              checked={checked}
              className="mt-0.5"
              onCheckedChange={(on) =>
                props.onChange(
                  on === true
                    ? [...props.value.filter((one) => one !== key), key]
                    : props.value.filter((one) => one !== key),
                )
              }
            />
            <Label htmlFor={`${id}-${key}`} className="font-normal">
              <span className="block font-semibold">{group.name}</span>
              {group.checkbox_text}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}
