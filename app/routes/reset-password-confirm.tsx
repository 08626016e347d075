export default function Page() {
  return <h1>reset-password-confirm</h1>;
}
