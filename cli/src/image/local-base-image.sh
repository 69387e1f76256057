#!/usr/bin/env bash
# local-base-image.sh OUT.tar [JDK]: a stand-in for the image's base (eclipse-temurin:17-jre) for
# machines that cannot pull from Docker Hub: a Java 17 runtime made by jlink from a local JDK
# (default /usr/lib/jvm/java-17-openjdk-amd64), the shared libraries ldd says it needs, /tmp,
# /etc/passwd, in the layout of the real base (the runtime in /opt/java/openjdk, on the PATH, as
# JAVA_HOME). Written as a `docker save` tarball that Jib takes as a base image with the prefix
# tar:// (mvn -Prelease package -Dtenure.image.localBase does this; see docs/CONTAINER.md).
# Deterministic: the same JDK and libraries give the same bytes.
set -euo pipefail

out=${1:?usage: local-base-image.sh OUT.tar [JDK]}
jdk=${2:-/usr/lib/jvm/java-17-openjdk-amd64}
# what tenure's commands load: logs (xml, jfr), the fleet store (sql), probing JVMs (management),
# GCViewer's engine (desktop, logging), compressed logs through native libraries (unsupported)
modules=java.base,java.desktop,java.instrument,java.logging,java.management,java.naming,java.net.http
modules+=,java.scripting,java.security.jgss,java.sql,java.xml,jdk.crypto.ec,jdk.jfr,jdk.management
modules+=,jdk.management.jfr,jdk.unsupported,jdk.zipfs

[[ -x $jdk/bin/jlink ]] || { echo "local-base-image.sh: no jlink in $jdk/bin (a JDK 17 with jmods is needed)" >&2; exit 1; }
command -v ldd >/dev/null || { echo "local-base-image.sh: ldd is needed" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/tenure-base.XXXXXX")
trap 'rm -rf "$work"' EXIT
root=$work/rootfs
mkdir -p "$root/opt/java" "$root/tmp" "$root/etc" "$root/proc" "$root/dev" "$root/root"
chmod 1777 "$root/tmp"
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
    --compress=2 --output "$root/opt/java/openjdk"

# every library the runtime's programs and libraries link, as ldd resolves them on this host
find "$root/opt/java/openjdk" -type f \( -name '*.so' -o -perm -u+x \) -print0 \
    | { xargs -0 ldd 2>/dev/null || true; } \
    | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\/.*ld-linux/ {print $1}' \
    | sort -u \
    | while read -r library; do
        cp -L --parents "$library" "$root"
    done

printf 'root:x:0:0:root:/root:/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin\n' >"$root/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' >"$root/etc/group"

(cd "$root" && tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -cf "$work/layer.tar" -- *)
diff_id=$(sha256sum "$work/layer.tar" | cut -d' ' -f1)
cat >"$work/config.json" <<JSON
{"architecture":"amd64","os":"linux","created":"1970-01-01T00:00:00Z",
 "config":{"Env":["PATH=/opt/java/openjdk/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                  "JAVA_HOME=/opt/java/openjdk","LANG=C.UTF-8"]},
 "rootfs":{"type":"layers","diff_ids":["sha256:$diff_id"]},
 "history":[{"created":"1970-01-01T00:00:00Z","created_by":"cli/src/image/local-base-image.sh: jlink of $jdk"}]}
JSON
printf '[{"Config":"config.json","RepoTags":["tenure-local-base:17"],"Layers":["layer.tar"]}]\n' >"$work/manifest.json"
mkdir -p "$(dirname "$out")"
tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$work" -cf "$out.tmp" manifest.json config.json layer.tar
mv -f "$out.tmp" "$out"
echo "local-base-image.sh: $out ($(du -h "$out" | cut -f1))"
