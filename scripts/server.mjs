#!/usr/bin/env node
/**
 * The production web server: one web process (scripts/lib/web-server.mjs), or WEB_PROCESSES of them sharing the port
 * (scripts/lib/web-cluster.mjs).
 */
import cluster from "node:cluster";
import { runWebPrimary, webProcessCount } from "./lib/web-cluster.mjs";

const count = webProcessCount();
if (count > 1 && cluster.isPrimary) runWebPrimary(count);
else await import("./lib/web-server.mjs");
