/** The options of a dropdown whose choices are the keys of a label table (`{ default: 'Default', ... }`). */
export function RecordOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
