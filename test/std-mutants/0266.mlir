module {
  memref.global "private" @g0 : memref<8x8xi16> = dense<1>
  func.func private @f0(%lhs: memref<?xi64>, %arg_2: tensor<8x8xi64>) {
    %t3 = arith.constant dense<2147483647> : vector<4x4x8xi32>    // keep
    %val = math.ipowi %t3, %t3 : vector<4x4x8xi32>
    %c_5 = arith.constant 2147483647 : i32
    %cmp_6 = arith.cmpi eq, %c_5, %c_5 : i32
    %7 = arith.constant 1.5e-1 : f32
    %8 = arith.maxnumf %7, %7 : f32
    %x9 = arith.constant 1 : i64
    %10 = arith.constant 0 : index
    memref.store %x9, %lhs[%10, %10] : memref<?xi64>
    %cst = arith.constant dense<2.5> : vector<4x4x8xf32>
    %12 = arith.constant -1 : i64
    %splat = tensor.splat %12 : tensor<4x4x8xi64>
    %cmp_16 = arith.cmpi sge, %10, %10 : index
    %17 = scf.if %cmp_16 -> i16 {
      %res_18:2 = scf.index_switch %10 -> i64, f32
      case 2 {
        %x_1 = arith.constant dense<[[-0.25, 3.0, 0.0, -7.5, 2.5, -7.5, 0.0, 100.0], [3.0, 1.0, 1.5e-1, 3.0, 2.5, 0.5, -1.0, 1.000000e+00]]> : vector<2x8xf64>
        %tmp20 = math.copysign %x_1, %x_1 fastmath<nnan, ninf, nsz> : vector<2x8xf64>
        %alloc = memref.alloc() : memref<4x3xf64>
        %22 = memref.alloca() : memref<3x8xf64>
        %res = memref.alloc() : memref<4x8xf64>
        // ---- comment line ----
        linalg.matmul ins(%alloc, %22 : memref<4x3xf64>, memref<3x8xf64>) outs(%res : memref<4x8xf64>)
        %25 = arith.constant 1 : index
        %x26 = arith.constant 1 : index
        %28 = arith.constant -1 : i32
        %r_31 = scf.for %29 = %25 to %25 step %x26 iter_args(%acc = %28) -> i32 {
          %t32 = arith.constant 1.000000e+00 : f64
          %33 = math.asin %t32 fastmath<nnan, ninf, nsz> : f64
          %34 = arith.constant -14 : i32
          scf.yield %34 : i32
        }
        %v35 = arith.constant 0xd : i64
        scf.yield %v35, %8 : i64, f32
        // ---- comment line ----
      }
      case 5 {
        %36 = memref.get_global @g0 : memref<8x8xi16>
        %c_37 = arith.constant 1 : i64
        scf.yield %c_37, %8 : i64, f32
      } //
      default {
        scf.yield %12, %8 : i64, f32
      }
      %x39 = arith.constant 42 : i16
      scf.yield %x39 : i16
    } else {
      %c_40 = arith.constant 0 : i16
      scf.yield %c_40 : i16
    }
    func.return
  }
}
