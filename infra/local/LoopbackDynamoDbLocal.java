import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts Amazon's DynamoDB Local with its own command-line arguments, as its main class does, but listening on
 * one address only (the first argument, 127.0.0.1 in practice). DynamoDB Local has no option for the address:
 * it builds its Jetty server with a port alone, which listens on every interface, and it accepts any
 * credentials, so anyone who reached the machine could read and change the tables. The connector is told the
 * host before the server starts; telemetry is never configured.
 *
 * It also ends with the process that started it: its standard input is a pipe whose other end only that process
 * holds, so end of input means the parent closed it or died, however it died (SIGKILL included). Without this,
 * a killed `npm start` would leave the JVM running, re-parented to init, still listening.
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    String[] dynamoDbArgs = java.util.Arrays.copyOfRange(args, 1, args.length);
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(dynamoDbArgs);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost(host);
    }
    Thread parentWatch = new Thread(LoopbackDynamoDbLocal::exitAtEndOfInput, "parent-watch");
    parentWatch.setDaemon(true);
    parentWatch.start();
    proxy.start();
    System.out.println("DynamoDB Local listening on " + host);
  }

  private static void exitAtEndOfInput() {
    try {
      while (System.in.read() != -1) {
        // Nothing is ever sent: only the end of input matters.
      }
    } catch (java.io.IOException error) {
      // A broken pipe is the parent gone as well.
    }
    System.exit(0);
  }
}
