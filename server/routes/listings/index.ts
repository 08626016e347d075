import { createRouter } from "../create-router";
import { bulkResults, bulkResultsRoute, bulkTemplate, bulkTemplateRoute, createBulkJob, createBulkJobRoute, getBulkJob, getBulkJobRoute, listBulkJobs, listBulkJobsRoute } from "./bulk-jobs";
import { deleteDraft, deleteDraftRoute, getDraft, getDraftRoute, saveDraft, saveDraftRoute } from "./draft";
import { deleteListing, deleteListingRoute } from "./delete-listing";
import { duplicateListing, duplicateListingRoute } from "./duplicate-listing";
import { exportListing, exportListingRoute } from "./export-listing";
import { factsFromGrade, factsFromGradeRoute } from "./facts-from-grade";
import { generateListing, generateListingRoute } from "./generate-listing";
import { getListing, getListingRoute } from "./get-listing";
import { listListings, listListingsRoute } from "./list-listings";
import { regenerateSection, regenerateSectionRoute } from "./regenerate-section";
import { updateListing, updateListingRoute } from "./update-listing";
import { writerInfo, writerInfoRoute } from "./writer-info";

// Fixed paths (/listings/writer, /listings/draft, /listings/bulk…) before /listings/{id}.
export const listingRoutes = createRouter()
  .openapi(writerInfoRoute, writerInfo)
  .openapi(getDraftRoute, getDraft)
  .openapi(saveDraftRoute, saveDraft)
  .openapi(deleteDraftRoute, deleteDraft)
  .openapi(factsFromGradeRoute, factsFromGrade)
  .openapi(bulkTemplateRoute, bulkTemplate)
  .openapi(createBulkJobRoute, createBulkJob)
  .openapi(listBulkJobsRoute, listBulkJobs)
  .openapi(getBulkJobRoute, getBulkJob)
  .openapi(bulkResultsRoute, bulkResults)
  .openapi(generateListingRoute, generateListing)
  .openapi(listListingsRoute, listListings)
  .openapi(getListingRoute, getListing)
  .openapi(updateListingRoute, updateListing)
  .openapi(deleteListingRoute, deleteListing)
  .openapi(duplicateListingRoute, duplicateListing)
  .openapi(regenerateSectionRoute, regenerateSection)
  .openapi(exportListingRoute, exportListing);
