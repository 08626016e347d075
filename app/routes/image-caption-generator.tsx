import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { AdminOnly } from "../features/session/components/admin-only";
import type { Route } from "./+types/image-caption-generator";

export const meta: Route.MetaFunction = () => [
  { title: "Image Caption Generator | ListingLift" },
  { name: "description", content: "Write captions for your listing photos from the room and the features each photo shows." },
];

export default function ImageCaptionGeneratorPage() {
  return (
    <AdminOnly>
      <PageContainer>
        <PageHeader
          title="Image Caption Generator"
          description="Write a caption for each listing photo from the room and the features it shows. Captions use image-caption credits; every listing credit brings 50."
        />
      </PageContainer>
    </AdminOnly>
  );
}
