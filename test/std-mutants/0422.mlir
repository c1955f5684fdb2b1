module {
  func.func private @ext0() -> (f64) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @compute0(%1: f32, %2: f64, %3: f32 {llvm.noundef, test.tag = "x"}, %4: f64) -> (memref<4x2xf64>) {
    %5 = arith.constant dense<[3.0]> : tensor<1xf64>
    %6 = arith.constant 0 : index
    %tmp7 = tensor.extract %5[%6] : tensor<1xf64>
    %8 = arith.constant dense<[[100.0, -1.0], [1.000000e+00, 0.0], [1.0, -0.25], [-1.0, 2.5]]> : tensor<4x2xbf16>
    %9 = linalg.sub ins(%8, %8 : tensor<4x2xbf16>, tensor<4x2xbf16>) outs(%8 : tensor<4x2xbf16>) -> tensor<4x2xbf16>
    cf.br ^bb1
  ^bb1:

    %rhs = tensor.cast %8 : tensor<4x2xbf16> to tensor<4x?xbf16>
    %11 = arith.constant 0 : index
    %c_12 = arith.constant 1 : index
    %13 = tensor.extract %9[%11, %c_12] : tensor<4x2xbf16>
    cf.br ^b2(%1 : f32)
  ^b2(%tmp14: f32):
    %15 = arith.constant 0 : i1
    %a.b = arith.constant -1 : i32
    %17 = arith.select %15, %a.b, %a.b : i32
    %v18 = arith.constant 0 : index
    %c_19 = arith.constant 1 : index
    %x20 = arith.constant dense<3.0> : vector<4x2xf32>
    %r, %r_25 = scf.for %21 = %v18 to %v18 step %c_19 iter_args(%acc_22 = %x20, %acc_23 = %v18) -> (vector<4x2xf32>, index) {
      %26 = arith.constant 3 : index
      %v27 = arith.constant 3 : index
      %28 = tensor.splat %tmp14[%26, %v27] : tensor<?x?xf32>
      %x29 = arith.constant 6 : index
      %alloc = memref.alloc(%x29) : memref<?x2xf64>
      memref.dealloc %alloc : memref<?x2xf64>
      %c = arith.constant 1 : index
      %32 = tensor.extract_slice %8[2, 1] [2, %c] [1, 1] : tensor<4x2xbf16> to tensor<2x?xbf16>
      scf.yield %x20, %6 : vector<4x2xf32>, index
    }
    %res = arith.constant 2147483647 : i32
    cf.cond_br %15, ^bb3(%res : i32), ^bb3(%a.b : i32)
  ^bb3(%t34: i32):
  // ---- comment line ----
    %lhs = memref.alloc() : memref<4x2xf64>
    func.return %lhs : memref<4x2xf64>
  }
  func.func private @fn.1(%arg: f32, %2: memref<1xf64>, %3: f32) -> (f32, vector<1xf32>) {
    %x_1 = arith.constant 0.5 : f64
    %t5 = tensor.splat %x_1 : tensor<4x2xf64>
    %cst = arith.constant dense<[-9]> : vector<1xindex>
    %subi = arith.subi %cst, %cst overflow<nuw> : vector<1xindex>
    %res = arith.constant 2.5 : f64
    %lhs = func.call @compute0(%arg, %res, %arg, %res) : (f32, f64, f32, f64) -> memref<4x2xf64>
    %10 = arith.constant -1 : i8
    %val = arith.cmpi eq, %10, %10 : i8
    %13 = arith.constant -0.25 : f32
    %a.b = arith.constant 2.5 : f64
    cf.cond_br %undefined_cond, ^bb1(%13, %a.b : f32, f64), ^bb1(%arg, %res : f32, f64)
  ^bb1(%ba_15: f32, %t17: f64):
    %18 = tensor.empty() : tensor<1xf64>
    %x19 = tensor.cast %18 : tensor<1xf64> to tensor<?xf64>
    %c_21 = arith.constant 62 : index
    scf.index_switch %c_21
    case 0 {
      %22 = tensor.extract_slice %18[0] [1] [1] : tensor<1xf64> to tensor<1xf64>
      %acc = arith.constant 0 : index
      %extracted_slice = tensor.extract_slice %22[%acc] [1] [1] : tensor<1xf64> to tensor<1xf64>
      scf.yield
    }
    default {
      %c_25 = arith.constant 2147483647 : i32
      %c_26 = arith.constant 0 : i32
      %27 = arith.cmpi ugt, %c_25, %c_26 : i32
      %x28 = arith.constant dense<-1.0> : vector<3x4xf32>
      %cst_29 = arith.constant dense<0.0> : vector<3x4xf32>
      %x30 = arith.select %27, %x28, %cst_29 : vector<3x4xf32>
      scf.yield
      // ---- comment line ----
    }
    %tmp32 = arith.constant 1.000000e+00 : bf16
    %33 = arith.extf %tmp32 : bf16 to f64
    %c = arith.constant 16 : i8
    %35 = arith.cmpi slt, %10, %c : i8
    cf.cond_br %35, ^loop_2, ^loop_2
  ^loop_2:
    %36 = arith.constant dense<[100.0]> : vector<1xf32>
    func.return %arg, %36 : f32, vector<1xf32>
  }
}
