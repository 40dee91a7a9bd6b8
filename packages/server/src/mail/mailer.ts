export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about (a magic link), kept apart so tools and tests can follow it. */
  link: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
