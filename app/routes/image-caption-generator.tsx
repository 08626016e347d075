export default function Page() {
  return <h1>image-caption-generator</h1>;
}
