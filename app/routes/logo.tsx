export default function Page() {
  return <h1>logo</h1>;
}
