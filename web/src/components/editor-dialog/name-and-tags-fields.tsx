import { TagInput, type TagValue } from '../tags/tag-input.tsx';
import { TextField } from '../text-field.tsx';

/** The patch a text-and-tags pair sends: its text under the field's own key, or the tags. */
type TextAndTagsPatch<K extends string> = { [key in K]?: string } & { tags?: TagValue[] };

interface TextAndTagsFieldsProps<K extends string> {
  /** The key its text goes under in the patch (`name`, `description`). */
  field: K;
  label: string;
  required?: boolean;
  text: string;
  tags: TagValue[];
  onChange: (patch: TextAndTagsPatch<K>) => void;
  disabled: boolean;
}

/** A tagged object's editor starts with one line of text that names it, then its tags (spec 01 §6). */
export function TextAndTagsFields<K extends string>(props: TextAndTagsFieldsProps<K>) {
  const { field, label, required, text, tags, onChange, disabled } = props;
  return (
    <>
      <TextField
        required={required}
        disabled={disabled}
        label={label}
        value={text}
        onValue={(value) => onChange({ [field]: value } as TextAndTagsPatch<K>)}
        autoComplete="off"
      />
      <TagInput
        label="Tags"
        value={tags}
        onChange={(next) => onChange({ tags: next } as TextAndTagsPatch<K>)}
        disabled={disabled}
      />
    </>
  );
}

/** The two fields every named tagged object's editor starts with: its required name, then its tags. */
export function NameAndTagsFields(
  props: { name: string } & Omit<TextAndTagsFieldsProps<'name'>, 'field' | 'label' | 'required' | 'text'>,
) {
  return <TextAndTagsFields field="name" label="Name" required text={props.name} {...props} />;
}
