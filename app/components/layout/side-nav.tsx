export function SideNav() {
  return null;
}
