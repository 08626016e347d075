export function QuickActions() {
  return null;
}
