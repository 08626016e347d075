export default function Page() {
  return <h1>user-guide</h1>;
}
