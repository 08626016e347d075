import { createRouter } from "../create-router";
import { captionWriterInfo, captionWriterInfoRoute } from "./caption-writer-info";
import { createSet, createSetRoute, deleteSet, deleteSetRoute, getSet, getSetRoute, listSets, listSetsRoute, updateSet, updateSetRoute } from "./caption-sets";
import { exportSet, exportSetRoute } from "./export-set";
import { deletePhoto, deletePhotoRoute, getPhotoFile, getPhotoFileRoute } from "./photo-files";
import { uploadPhoto, uploadPhotoRoute } from "./upload-photo";
import { writeCaption, writeCaptionRoute } from "./write-caption";

export const captionRoutes = createRouter()
  .openapi(captionWriterInfoRoute, captionWriterInfo)
  .openapi(uploadPhotoRoute, uploadPhoto)
  .openapi(createSetRoute, createSet)
  .openapi(listSetsRoute, listSets)
  .openapi(getSetRoute, getSet)
  .openapi(updateSetRoute, updateSet)
  .openapi(deleteSetRoute, deleteSet)
  .openapi(exportSetRoute, exportSet)
  .openapi(writeCaptionRoute, writeCaption)
  .openapi(getPhotoFileRoute, getPhotoFile)
  .openapi(deletePhotoRoute, deletePhoto);
