import { useMutation } from "../../../lib/query";
import type { ContactMessage, ContactMessageResponse } from "../../../../contracts/contact";
import { api, dataOf } from "../../../lib/api";

/** POST /contact: the server stores the message and e-mails it to support (5 an hour from one address). */
export function sendContactMessage(message: ContactMessage): Promise<ContactMessageResponse> {
  return dataOf(api.POST("/contact", { body: message }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
