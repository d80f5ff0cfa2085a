/*
 * Local Kafka-protocol broker for development and tests: librdkafka's mock cluster.
 *
 * Starts a cluster of N brokers, creates the topics of a topics file with their partition counts (the mock
 * creates any other topic on first use with 4 partitions), prints the bootstrap address on stdout (and to the
 * bootstrap file), then serves until SIGINT/SIGTERM. Data lives in memory: the mock keeps at most 5 MiB and
 * 100,000 record batches per partition and silently drops the oldest beyond that, so the partition counts of
 * the topics file are what bounds a consumer's backlog (README "The embedded broker's bound").
 *
 * A control port on 127.0.0.1 (its address written to the control file) takes one command per line and
 * answers one line, "ok ..." or "error ...": the mock cluster's own fault controls, so tests can take the
 * broker down without losing its memory (killing the process would).
 *   ping
 *   broker down [ID|all]        disconnect clients and refuse new connections
 *   broker up [ID|all]          accept connections again
 *   broker rtt MS [ID|all]      delay every response by MS milliseconds
 *   topic create NAME PARTITIONS
 *
 * usage: kafka-mock [broker-count] [bootstrap-file] [topics-file] [control-file]
 */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#define MAX_CLIENTS 16
#define LINE_MAX_LEN 512

static volatile sig_atomic_t running = 1;
static void on_signal(int sig) { (void)sig; running = 0; }

static rd_kafka_mock_cluster_t *mc;
static int broker_count;

struct client {
  int fd;
  size_t len;
  char buf[LINE_MAX_LEN];
};
static struct client clients[MAX_CLIENTS];

/* Writes a file atomically (temp + rename), so a reader never sees a half-written address. */
static int write_file(const char *path, const char *text) {
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "w");
  if (!f) { perror(tmp); return -1; }
  fprintf(f, "%s\n", text);
  fclose(f);
  if (rename(tmp, path) != 0) { perror(path); return -1; }
  return 0;
}

static int create_topic(const char *name, int partitions, char *reply, size_t n) {
  if (partitions < 1 || partitions > 1024) {
    snprintf(reply, n, "error partitions must be 1..1024");
    return -1;
  }
  rd_kafka_resp_err_t err = rd_kafka_mock_topic_create(mc, name, partitions, 1);
  if (err) {
    snprintf(reply, n, "error %s: %s", name, rd_kafka_err2str(err));
    return -1;
  }
  snprintf(reply, n, "ok topic %s partitions %d", name, partitions);
  return 0;
}

/* Lines "name partitions"; '#' starts a comment. Every topic is created before the bootstrap is published. */
static int create_topics_from_file(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) { perror(path); return -1; }
  char line[LINE_MAX_LEN], name[256], reply[LINE_MAX_LEN];
  int partitions, lineno = 0, failed = 0;
  while (fgets(line, sizeof line, f)) {
    lineno++;
    char *hash = strchr(line, '#');
    if (hash) *hash = '\0';
    int fields = sscanf(line, "%255s %d", name, &partitions);
    if (fields <= 0) continue;
    if (fields != 2) {
      fprintf(stderr, "%s:%d: expected 'topic partitions'\n", path, lineno);
      failed = 1;
      continue;
    }
    if (create_topic(name, partitions, reply, sizeof reply) != 0) {
      fprintf(stderr, "%s:%d: %s\n", path, lineno, reply);
      failed = 1;
    }
  }
  fclose(f);
  return failed ? -1 : 0;
}

/* "all" or no argument: every broker (the 2.0 mock API has no -1 wildcard, so loop over the ids 1..N). */
static int parse_broker(const char *arg, int *from, int *to) {
  if (!arg || strcmp(arg, "all") == 0) { *from = 1; *to = broker_count; return 0; }
  char *end;
  long id = strtol(arg, &end, 10);
  if (*end || id < 1 || id > broker_count) return -1;
  *from = *to = (int)id;
  return 0;
}

static void run_command(char *line, char *reply, size_t n) {
  char *argv[6] = {0};
  int argc = 0;
  for (char *tok = strtok(line, " \t\r"); tok && argc < 6; tok = strtok(NULL, " \t\r")) argv[argc++] = tok;
  if (argc == 0) { snprintf(reply, n, "error empty command"); return; }
  if (strcmp(argv[0], "ping") == 0) { snprintf(reply, n, "ok pong brokers %d", broker_count); return; }
  if (strcmp(argv[0], "broker") == 0 && argc >= 2) {
    int from, to, rtt = 0;
    const char *target = argv[2];
    if (strcmp(argv[1], "rtt") == 0) {
      if (argc < 3) { snprintf(reply, n, "error usage: broker rtt MS [ID|all]"); return; }
      rtt = atoi(argv[2]);
      target = argv[3];
    } else if (strcmp(argv[1], "down") != 0 && strcmp(argv[1], "up") != 0) {
      snprintf(reply, n, "error unknown broker command %s", argv[1]);
      return;
    }
    if (parse_broker(target, &from, &to) != 0) { snprintf(reply, n, "error no broker %s", target); return; }
    for (int id = from; id <= to; id++) {
      rd_kafka_resp_err_t err = strcmp(argv[1], "down") == 0 ? rd_kafka_mock_broker_set_down(mc, id)
                                : strcmp(argv[1], "up") == 0 ? rd_kafka_mock_broker_set_up(mc, id)
                                                             : rd_kafka_mock_broker_set_rtt(mc, id, rtt);
      if (err) { snprintf(reply, n, "error broker %d: %s", id, rd_kafka_err2str(err)); return; }
    }
    fprintf(stderr, "control: broker %s %s\n", argv[1], target ? target : "all");
    snprintf(reply, n, "ok broker %s", argv[1]);
    return;
  }
  if (strcmp(argv[0], "topic") == 0 && argc == 4 && strcmp(argv[1], "create") == 0) {
    create_topic(argv[2], atoi(argv[3]), reply, n);
    return;
  }
  snprintf(reply, n, "error unknown command (ping | broker down|up [ID|all] | broker rtt MS [ID|all] | "
                     "topic create NAME PARTITIONS)");
}

static void drop_client(struct client *c) {
  close(c->fd);
  c->fd = -1;
  c->len = 0;
}

/* Reads what arrived and answers every complete line; a line longer than the buffer closes the connection. */
static void serve_client(struct client *c) {
  ssize_t got = read(c->fd, c->buf + c->len, sizeof c->buf - c->len);
  if (got <= 0) { drop_client(c); return; }
  c->len += (size_t)got;
  char *nl;
  while (c->fd >= 0 && (nl = memchr(c->buf, '\n', c->len))) {
    *nl = '\0';
    char reply[LINE_MAX_LEN + 64];
    run_command(c->buf, reply, sizeof reply);
    size_t rlen = strlen(reply);
    reply[rlen++] = '\n';
    if (write(c->fd, reply, rlen) != (ssize_t)rlen) { drop_client(c); return; }
    size_t used = (size_t)(nl - c->buf) + 1;
    memmove(c->buf, nl + 1, c->len - used);
    c->len -= used;
  }
  if (c->fd >= 0 && c->len == sizeof c->buf) drop_client(c);
}

static int open_control(const char *path) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) { perror("socket"); return -1; }
  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = 0, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
  socklen_t alen = sizeof addr;
  if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0 || listen(fd, 8) != 0 ||
      getsockname(fd, (struct sockaddr *)&addr, &alen) != 0) {
    perror("control socket");
    close(fd);
    return -1;
  }
  char text[64];
  snprintf(text, sizeof text, "127.0.0.1:%d", ntohs(addr.sin_port));
  if (write_file(path, text) != 0) { close(fd); return -1; }
  return fd;
}

static void serve_control(int listen_fd) {
  for (int i = 0; i < MAX_CLIENTS; i++) clients[i].fd = -1;
  while (running) {
    struct pollfd fds[MAX_CLIENTS + 1];
    int map[MAX_CLIENTS + 1], nfds = 0;
    if (listen_fd >= 0) { fds[nfds] = (struct pollfd){.fd = listen_fd, .events = POLLIN}; map[nfds++] = -1; }
    for (int i = 0; i < MAX_CLIENTS; i++)
      if (clients[i].fd >= 0) { fds[nfds] = (struct pollfd){.fd = clients[i].fd, .events = POLLIN}; map[nfds++] = i; }
    int ready = poll(fds, (nfds_t)nfds, 1000);
    if (ready < 0 && errno != EINTR) { perror("poll"); return; }
    for (int k = 0; ready > 0 && k < nfds; k++) {
      if (!fds[k].revents) continue;
      if (map[k] >= 0) { serve_client(&clients[map[k]]); continue; }
      int fd = accept(listen_fd, NULL, NULL);
      if (fd < 0) continue;
      int slot = -1;
      for (int i = 0; i < MAX_CLIENTS && slot < 0; i++) if (clients[i].fd < 0) slot = i;
      if (slot < 0) { close(fd); continue; }  /* too many open control connections */
      clients[slot].fd = fd;
      clients[slot].len = 0;
    }
  }
}

int main(int argc, char **argv) {
  broker_count = argc > 1 ? atoi(argv[1]) : 1;
  if (broker_count < 1) broker_count = 1;
  const char *out = argc > 2 ? argv[2] : NULL;
  const char *topics = argc > 3 && argv[3][0] ? argv[3] : NULL;
  const char *control = argc > 4 && argv[4][0] ? argv[4] : NULL;
  char errstr[512];
  signal(SIGPIPE, SIG_IGN);  /* a control client that hangs up must not end the broker */
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  /* The handle only hosts the mock cluster; silence its own connection attempts. */
  if (rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof errstr) != RD_KAFKA_CONF_OK) {
    fprintf(stderr, "%s\n", errstr);
    return 1;
  }
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
  if (!rk) { fprintf(stderr, "rd_kafka_new: %s\n", errstr); return 1; }
  mc = rd_kafka_mock_cluster_new(rk, broker_count);
  if (!mc) { fprintf(stderr, "could not start mock cluster\n"); return 1; }
  /* Topics before the bootstrap is published: no client may auto-create one with the default count first. */
  if (topics && create_topics_from_file(topics) != 0) return 1;
  int control_fd = control ? open_control(control) : -1;
  if (control && control_fd < 0) return 1;
  const char *bootstraps = rd_kafka_mock_cluster_bootstraps(mc);
  if (out && write_file(out, bootstraps) != 0) return 1;
  printf("%s\n", bootstraps);
  fflush(stdout);
  signal(SIGINT, on_signal);
  signal(SIGTERM, on_signal);
  serve_control(control_fd);
  rd_kafka_mock_cluster_destroy(mc);
  rd_kafka_destroy(rk);
  return 0;
}
