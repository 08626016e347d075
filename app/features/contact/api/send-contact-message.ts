import { useMutation } from "@tanstack/react-query";
import type { ContactMessage, ContactMessageResponse } from "../../../../contracts/contact";
import { requestApi } from "../../../lib/api-client";

/** POST /api/v1/contact: the server stores the message and e-mails it to support (5 an hour from one address). */
export function sendContactMessage(message: ContactMessage): Promise<ContactMessageResponse> {
  return requestApi<ContactMessageResponse>("/api/v1/contact", { method: "POST", body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
