export default function Page() {
  return <h1>reset-password</h1>;
}
