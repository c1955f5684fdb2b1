module attributes {test.module_note = "std"} {
  func.func @f0() -> (index, i16 {test.foo = 1 : i32}) {
    %1 = arith.constant 2147483647 : i32
    %t2 = arith.andi %1, %1 : i32
    %sum = arith.constant 0 : index
    %t4 = arith.constant 2 : index
    %x5 = arith.constant 2 : index
    %a.b = scf.parallel (%t6) = (%sum) to (%t4) step (%x5) init (%t2) -> (i32) {
      %t8 = arith.constant dense<[[-1.0], [-0.25], [0.0]]> : vector<3x1xf16>

      %9 = arith.negf %t8 fastmath<arcp> : vector<3x1xf16>
      scf.reduce(%t2 : i32) {
      ^bb0(%10: i32, %11: i32):
        %red_12 = arith.maxsi %10, %11 : i32
        scf.reduce.return %red_12 : i32
      }
    }
    %c_13 = arith.constant 1 : i16
    %lhs = arith.cmpi eq, %c_13, %c_13 : i16
    %15 = arith.constant -7.5 : f64
    cf.cond_br %lhs, ^bb3, ^bb1(%15 : f64)
  ^bb1(%ba: f64):
    %18 = arith.constant false
    %19, %20 = scf.if %18 -> (f64, i16) {
      %val = tensor.empty() : tensor<4x3xf64>
      %x22 = arith.constant 3 : index
      %res = arith.constant 2 : index
      %v24 = tensor.extract %val[%x22, %res] : tensor<4x3xf64>
      %x25 = arith.constant 1.5e-1 : f64
      %x_1 = arith.constant 32767 : i16
      scf.yield %x25, %x_1 : f64, i16
    } else {
      %y = arith.constant dense<[1.5e-1]> : tensor<1xf32>
      %29 = arith.minimumf %y, %y : tensor<1xf32>
      %cst_30 = arith.constant 2.5 : f32
      %acc = arith.constant 0 : index
      %33 = tensor.insert %cst_30 into %29[%acc] : tensor<1xf32>
      scf.yield %15, %c_13 : f64, i16
    }
    %v34 = arith.constant dense<1.5e-1> : vector<4x3xf16>
    %35 = math.isnan %v34 : vector<4x3xf16>
    cf.br ^next.2
  ^next.2:

    cf.br ^bb3
  ^bb3:
    func.return %sum, %c_13 : index, i16
    // ---- comment line ----
  }
  func.func @compute1(%1: f64, %a.b: i16 {test.foo = 1 : i32}, %arg_3: i8, %4: i32) {
    %5 = arith.constant dense<[[1, 0, 0, 0], [0, 32767, 32767, 26]]> : vector<2x4xi16>
    %empty = tensor.empty() : tensor<3x3xf32>
    %7 = arith.constant 0 : index
    %y = tensor.dim %empty, %7 : tensor<3x3xf32>
    %9 = arith.constant dense<[[1.000000e+00,-1.0,-1.0,1.0]]> : vector<1x4xf64>
    %x10 = arith.constant dense<[[0,0,1,0]]> : vector<1x4xi64>
    %11 = math.fpowi %9, %x10 fastmath<reassoc,contract> : vector<1x4xf64>, vector<1x4xi64>
    %x12 = arith.constant false //
    cf.assert %x12, ""
    %alloc_13 = memref.alloc() : memref<1x4xf64>
    %14 = arith.constant 0 : index
    %15 = arith.constant 0 : index
    memref.store %1, %alloc_13[%14, %15] : memref<1x4xf64>
    %alloc = memref.alloc() : memref<2048xi8>
    %acc = arith.constant 0 : index
    %18 = memref.view %alloc[%acc][] : memref<2048xi8> to memref<4x8xf32>
    %res_19:2 = scf.index_switch %14 -> f64, i16
    case 0 {
      %tmp20 = arith.constant dense<-1> : tensor<3xi16>
      %cmp_21 = arith.cmpi ule, %tmp20, %tmp20 : tensor<3xi16>
      scf.yield %1, %a.b : f64, i16
    }
    case 1 {
      scf.yield %1, %a.b : f64, i16
    }
    default {
      scf.yield %1, %a.b : f64, i16
    }
    return
  }
}
