// An uploaded clip made ready to store: checked by ffprobe (a readable MP4 or WebM with a picture)
// and given a poster frame with its resized copies, all before anything is written, so a refused
// clip leaves nothing behind.
import { imageExtensions, videoExtensions } from '../../api/routes/media';
import { uploadFailed, type UploadedFile } from './media-upload';
import { prepareImage, type PreparedImage } from './variants';
import { posterFrame, probeClip, type ClipFacts } from './video-probe';

export interface PreparedClip {
  readonly facts: ClipFacts;
  readonly poster: PreparedImage;
}

export async function prepareClip(file: UploadedFile): Promise<PreparedClip> {
  const refused = () => uploadFailed('video', 415, 'type', { file: file.name, allowed: videoExtensions });
  if (file.type.kind !== 'video' || file.path === undefined) throw refused();
  const facts = await probeClip(file.path, file.type.ext);
  if (facts === null) throw refused();
  let frame: Buffer;
  try {
    frame = await posterFrame(file.path, facts.duration);
  } catch {
    throw refused();
  }
  if (frame.length === 0) throw refused();
  try {
    return { facts, poster: await prepareImage(frame, 'jpg') };
  } catch {
    // ffmpeg wrote something sharp cannot read: not a clip the product can show.
    throw uploadFailed('video', 415, 'type', { file: file.name, allowed: imageExtensions });
  }
}
