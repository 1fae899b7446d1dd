/** Reads the interface strings a page hands to its scripts (a JSON block, never executed). */
export function uiStrings(): Record<string, string> {
  const el = document.getElementById('ui-strings');
  try {
    return el?.textContent ? (JSON.parse(el.textContent) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Fills `{{name}}` placeholders. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? '');
}
