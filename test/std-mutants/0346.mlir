module @inner {
  func.func @helper7(%1: f16, %res: tensor<2x4xi64>) -> (f16, memref<2x4xi64>, memref<8xi64>) attributes {llvm.emit_c_interface, note = "generated"} {
    %c_3 = arith.constant false
    %4 = arith.select %c_3, %1, %1 : f16
    %c_5 = arith.constant 4611686018427387903 : index
    %rhs = arith.cmpi ne, %c_5, %c_5 : index
    cf.cond_br %rhs, ^bb1(%4 : f16), ^bb1(%1 : f16)
  ^bb1(%x7: f16):
    cf.assert %rhs, ""
    cf.cond_br %rhs, ^b2(%1 : f16), ^b2(%x7 : f16)
  ^b2(%8: f16):
    %9 = memref.alloc() : memref<2x4xf16>
    %10 = arith.constant 0 : index
    %c_11 = arith.constant 2 : index
    memref.store %1, %9[%10, %c_11] : memref<2x4xf16>
    %12 = memref.alloc() : memref<2x4xi64>
    %13 = memref.alloc() {alignment = 64} : memref<8xi64>
    func.return %8, %12, %13 : f16, memref<2x4xi64>, memref<8xi64>
  }
}
func.func @fn.0(%lhs: tensor<2x4xi64>, %2: tensor<2x4xi32>) -> (i64 {llvm.noundef, test.tag = "x"}) attributes {ref = @inner::@helper7} {
  %c_3 = arith.constant 4611686018427387903 : index
  %4 = arith.cmpi sgt, %c_3, %c_3 : index
  scf.if %4 {
    %cst = arith.constant 0.5 : f64
    %cst_8 = arith.constant 4.0E+2 : f64
    %cmp_9 = arith.cmpf false, %cst, %cst_8 fastmath<nnan, ninf, nsz> : f64
    %x_1 = memref.alloc() : memref<4xi64> // TODO: check
    %reinterpret_cast_12 = memref.reinterpret_cast %x_1 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xi64> to memref<2x2xi64, strided<[2, 1]>>
    %13 = arith.constant -1.0 : f32
    %neg_14 = arith.negf %13 fastmath<arcp> : f32
  } else {
    %res = arith.constant dense<32> : vector<8xi32>
    %18 = math.ipowi %res, %res : vector<8xi32>
    %v20 = arith.constant 0.0 : f64
    %x21 = arith.cmpf oge, %v20, %v20 : f64
    %tmp22 = arith.constant true
    %divsi_23 = arith.divsi %tmp22, %tmp22 : i1
  }
  %v24:2 = scf.if %4 -> (vector<4xf32>, f16) {
    %25 = arith.constant -1 : i32
    %c_27 = arith.constant 1 : index
    %28 = arith.constant 1 : index
    %29 = tensor.insert %25 into %2[%c_27, %28] : tensor<2x4xi32>
    %v30 = arith.constant dense<[4.0E+2, 4.0E+2, 1.0, 2.5]> : vector<4xf32>
    %cst_31 = arith.constant 2.5 : f16
    scf.yield %v30, %cst_31 : vector<4xf32>, f16
  } else {
    %c = arith.constant 18 : i32
    %v33 = arith.cmpi sgt, %c, %c : index
    %tmp34 = arith.constant 1 : i64
    %a.b = arith.select %v33, %tmp34, %tmp34 : i64
    %37 = arith.constant dense<0.5> : vector<4xf32>
    %38 = arith.constant 2.5 : f16
    scf.yield %37, %38 : vector<4xf32>, f16
  }
  %x39 = tensor.empty() : tensor<4x2xi32>
  %lin_40 = linalg.transpose ins(%2 : tensor<2x4xi32>) outs(%x39 : tensor<4x2xi32>) permutation = [1, 0]
  // ---- comment line ----
  %cst_41 = arith.constant dense<false> : vector<2x4xi1>
  %42 = arith.maxsi %cst_41, %cst_41 : vector<2x4xi1>
  scf.execute_region {
    %44 = arith.constant 2.5 : bf16
    %log10 = math.log10 %44 : bf16
    %alloc = memref.alloc() : memref<2x4xf64>
    %v47 = memref.alloca() {alignment = 16 : i64} : memref<2xf64>
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%alloc : memref<2x4xf64>) outs(%v47 : memref<2xf64>) {
    ^bb0(%in: f64, %49: f64):
      %50 = arith.addf %in, %49 : f64
      linalg.yield %50 : f64
    }
    %alloca_51 = memref.alloca() : memref<2x4xf16>
    %52 = memref.reinterpret_cast %alloca_51 to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<2x4xf16> to memref<2x4xf16, strided<[4, 1]>>
    scf.yield
  }
  %53 = arith.constant 1 : index
  %dim = tensor.dim %x39, %53 : tensor<4x2xi32>
  %acc = arith.constant dense<1.0> : tensor<2x4xf64>
  %56 = math.isnormal %acc : tensor<2x4xf64>
  %57 = arith.constant 8 : index
  %v58 = memref.alloc(%57) : memref<2x?xf16>
  %v59 = arith.constant 0 : index
  %60 = memref.dim %v58, %v59 : memref<2x?xf16>
  %cst_61 = arith.constant dense<3.0> : tensor<2x4xf32>
  %empty_62 = tensor.empty() : tensor<2xf32>
  %y = linalg.reduce ins(%cst_61 : tensor<2x4xf32>) outs(%empty_62 : tensor<2xf32>) dimensions = [1]
    (%64: f32, %init: f32) {
      %x66 = arith.addf %64, %init : f32
      linalg.yield %x66 : f32
    }
  %67 = arith.constant 0x1 : i32
  %cmp_68 = arith.cmpi uge, %67, %67 : i32
  scf.if %cmp_68 {
    scf.yield
  } else {
    scf.yield
  }
  %69 = arith.constant 67 : i64
  return %69 : i64
}
