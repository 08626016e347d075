import fs from "node:fs";
import path from "node:path";
import { type BlogPost, parseBlogPost, slugFromPath, sortPostsNewestFirst } from "../../../core/blog/blog-posts";

/**
 * The posts in CONTENT_DIR/blog, newest first, parsed by the same code as the web app's pages. A missing folder is no
 * posts (an API-only deployment); a broken post is an error naming the file.
 */
export function readBlogPosts(contentDir: string): BlogPost[] {
  const dir = path.join(contentDir, "blog");
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".md"));
  return sortPostsNewestFirst(files.map((name) => parseBlogPost(slugFromPath(name), fs.readFileSync(path.join(dir, name), "utf8"))));
}
