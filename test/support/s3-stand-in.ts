import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server speaking enough of S3's REST protocol, path-style (`/<bucket>/<key>`), for the storage seam:
 * PutObject, GetObject (NoSuchKey as S3 answers it), DeleteObject. Requests must be signed (AWS Signature V4 header)
 * with the expected access key; the signature itself is not recomputed.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: Array<{ method: string; path: string; authorization: string | undefined }>;
  /** The next requests answer 503 SlowDown, as an overloaded S3 does. */
  failNext(count: number): void;
  close(): Promise<void>;
}

function xmlError(response: http.ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>stand-in</RequestId></Error>`);
}

export async function startS3StandIn(options: { bucket: string; accessKeyId: string }): Promise<S3StandIn> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: S3StandIn["requests"] = [];
  let failures = 0;
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const path = decodeURIComponent(url.pathname);
      requests.push({ method: request.method ?? "", path, authorization: request.headers.authorization });
      if (failures > 0) {
        failures -= 1;
        xmlError(response, 503, "SlowDown", "Please reduce your request rate.");
        return;
      }
      if (!request.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`)) {
        xmlError(response, 403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
        return;
      }
      const prefix = `/${options.bucket}/`;
      if (!path.startsWith(prefix)) {
        xmlError(response, 404, "NoSuchBucket", "The specified bucket does not exist");
        return;
      }
      const key = path.slice(prefix.length);
      if (request.method === "PUT") {
        objects.set(key, { body: Buffer.concat(parts), contentType: request.headers["content-type"] ?? "binary/octet-stream" });
        response.writeHead(200, { etag: `"${key.length}"` }).end();
      } else if (request.method === "GET") {
        const object = objects.get(key);
        if (!object) return xmlError(response, 404, "NoSuchKey", "The specified key does not exist.");
        response.writeHead(200, { "content-type": object.contentType, "content-length": String(object.body.length) }).end(object.body);
      } else if (request.method === "DELETE") {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        xmlError(response, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: options.bucket,
    objects,
    requests,
    failNext(count) {
      failures = count;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
