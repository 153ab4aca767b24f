// What an uploaded clip really is, read by FFmpeg's ffprobe from the file itself (its first bytes
// have already said MP4 or WebM): a container of that kind with a picture stream, its length, width
// and height; and its poster frame, taken with ffmpeg as a JPEG. A file ffprobe cannot read, or one
// without a picture (a renamed audio file), is refused like a wrong type, before anything is stored.
import { execFile } from 'node:child_process';

/** Each tool run is bounded: a hostile file must not hold a worker (a real 100 MB clip takes well under a second). */
const TIMEOUT_MS = 30_000;
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

export interface ClipFacts {
  readonly width: number;
  readonly height: number;
  /** Seconds; null when the container does not say (a live-recorded WebM without duration). */
  readonly duration: number | null;
}

function run(cmd: string, args: readonly string[], maxBuffer: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { encoding: 'buffer', timeout: TIMEOUT_MS, maxBuffer, windowsHide: true }, (err, stdout) => {
      if (err) reject(err);
      else resolve(stdout);
    });
  });
}

interface ProbeOutput {
  streams?: { codec_type?: string; width?: number; height?: number; tags?: { rotate?: string }; side_data_list?: { rotation?: number }[] }[];
  format?: { format_name?: string; duration?: string };
}

/** ffprobe's container names for each accepted extension. */
const CONTAINERS: Readonly<Record<'mp4' | 'webm', RegExp>> = { mp4: /(^|,)(mov|mp4)(,|$)/, webm: /(^|,)(matroska|webm)(,|$)/ };

/** The clip's facts, or null when it is not a readable clip of the kind its first bytes claimed. */
export async function probeClip(path: string, ext: 'mp4' | 'webm'): Promise<ClipFacts | null> {
  let out: ProbeOutput;
  try {
    const text = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', path], 4 * 1024 * 1024);
    out = JSON.parse(text.toString('utf8')) as ProbeOutput;
  } catch {
    return null;
  }
  if (!CONTAINERS[ext].test(out.format?.format_name ?? '')) return null;
  const picture = out.streams?.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0 && (s.height ?? 0) > 0);
  if (picture === undefined) return null;
  // A phone's portrait clip is stored landscape with a quarter turn to apply: the player shows it turned.
  const turn = Math.abs(Number(picture.tags?.rotate ?? picture.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0)) % 180 === 90;
  const seconds = Number(out.format?.duration);
  return {
    width: turn ? picture.height ?? 0 : picture.width ?? 0,
    height: turn ? picture.width ?? 0 : picture.height ?? 0,
    duration: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null,
  };
}

/** The frame a second in (or the middle of a shorter clip), as a JPEG; what a viewer sees before play. */
export async function posterFrame(path: string, duration: number | null): Promise<Buffer> {
  const frameAt = (at: number) => run(FFMPEG, ['-v', 'error', '-ss', at.toFixed(3), '-i', path, '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'], 64 * 1024 * 1024);
  const at = duration === null ? 0 : Math.min(1, duration / 2);
  const frame = await frameAt(at);
  // A stated length longer than the pictures (an audio track outlasting them): the first frame then.
  return frame.length > 0 || at === 0 ? frame : frameAt(0);
}
