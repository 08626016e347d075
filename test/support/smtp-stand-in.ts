import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA: headers, a blank line, the MIME body. */
  data: string;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A local SMTP server speaking just enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT, no TLS and
 * no authentication) that keeps what it receives, so the SMTP mailer is tested over a real socket. With `delayMs`, each
 * message is accepted only that long after it arrived, as a slow provider would.
 */
export async function startSmtpStandIn(options: { delayMs?: number } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 smtp-stand-in ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          received.push(mail);
          mail = { from: "", to: [], data: "" };
          inData = false;
          // `delayMs`: a slow provider, answering the message only after a while.
          if (options.delayMs) setTimeout(() => reply("250 OK: queued"), options.delayMs);
          else reply("250 OK: queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<(.*)>/.exec(line)?.[1] ?? "";
        if (verb === "EHLO" || verb === "HELO") {
          reply("250 smtp-stand-in");
        } else if (verb === "MAIL") {
          mail.from = address;
          reply("250 OK");
        } else if (verb === "RCPT") {
          mail.to.push(address);
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          mail = { from: "", to: [], data: "" };
          reply("250 OK");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else {
          reply("502 Command not implemented");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
