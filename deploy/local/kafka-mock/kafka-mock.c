/*
 * Local Kafka-protocol broker for development and tests: librdkafka's mock cluster.
 * Starts a cluster of N brokers, prints the bootstrap address on stdout (and to the file
 * given as the second argument), then serves until SIGINT/SIGTERM. Data lives in memory;
 * topics are created on first use.
 *
 * usage: kafka-mock [broker-count] [bootstrap-file]
 */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static volatile sig_atomic_t running = 1;
static void on_signal(int sig) { (void)sig; running = 0; }

int main(int argc, char **argv) {
  int brokers = argc > 1 ? atoi(argv[1]) : 1;
  const char *out = argc > 2 ? argv[2] : NULL;
  char errstr[512];
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  /* The handle only hosts the mock cluster; silence its own connection attempts. */
  if (rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof errstr) != RD_KAFKA_CONF_OK) {
    fprintf(stderr, "%s\n", errstr);
    return 1;
  }
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
  if (!rk) { fprintf(stderr, "rd_kafka_new: %s\n", errstr); return 1; }
  rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(rk, brokers < 1 ? 1 : brokers);
  if (!mc) { fprintf(stderr, "could not start mock cluster\n"); return 1; }
  const char *bootstraps = rd_kafka_mock_cluster_bootstraps(mc);
  if (out) {
    FILE *f = fopen(out, "w");
    if (!f) { perror(out); return 1; }
    fprintf(f, "%s\n", bootstraps);
    fclose(f);
  }
  printf("%s\n", bootstraps);
  fflush(stdout);
  signal(SIGINT, on_signal);
  signal(SIGTERM, on_signal);
  while (running) sleep(1);
  rd_kafka_mock_cluster_destroy(mc);
  rd_kafka_destroy(rk);
  return 0;
}
