import { createRouter } from "../create-router";
import { sendContactMessage, sendContactMessageRoute } from "./send-contact-message";

export const contactRoutes = createRouter().openapi(sendContactMessageRoute, sendContactMessage);
