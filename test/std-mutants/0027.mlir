// ir-gen std --seed 100 --size 20
module attributes {test.module_note = "std"} {
  func.func public @fn.0(%1: i32, %2: f32 {llvm.noundef, test.tag = "x"}, %3: vector<1x8xf32>) -> (i32 {test.foo = 1 : i32}) {
    %alloc_4 = memref.alloc() : memref<4x4x1xf16>
    %5 = memref.alloc() : memref<4x4x1xf16>
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"], doc = "elementwise"} ins(%alloc_4, %5 : memref<4x4x1xf16>, memref<4x4x1xf16>) outs(%alloc_4 : memref<4x4x1xf16>) {
    ^bb0(%x6: f16, %t7: f16, %8: f16):
      %9 = arith.addf %x6, %t7 : f16
      %res = arith.addf %9, %8 : f16
      linalg.yield %res : f16
    }
    %c_11 = arith.constant false
    cf.assert %c_11, "bounds check"
    %c_12 = arith.constant 6 : index
    %13 = tensor.empty(%c_12) : tensor<4x4x?xf64>
    %c = arith.constant 4 : index
    %empty = tensor.empty(%c) : tensor<4x4x?xi32>
    %16 = math.fpowi %13, %empty : tensor<4x4x?xf64>, tensor<4x4x?xi32>
    %cst_17 = arith.constant -7.5 : f64
    %ceil_18 = math.ceil %cst_17 fastmath<nnan,ninf> : f64
    %v20 = arith.constant 1 : i1
    %t21, %22 = scf.if %v20 -> (i32, i32) {
      scf.forall (%x23, %i_24) in (7, 1) {
        %27 = tensor.empty() : tensor<2x1xi32>
        %28 = arith.constant dense<-17> : tensor<1x4xi32>
        %t29 = tensor.empty() : tensor<2x4xi32>
        %lin_30 = linalg.matmul ins(%27, %28 : tensor<2x1xi32>, tensor<1x4xi32>) outs(%t29 : tensor<2x4xi32>) -> tensor<2x4xi32>
        %r, %rhs = scf.if %c_11 -> (f32, f32) {
          %33 = memref.subview %5[3, 0, 0] [1, 1, 1] [1, 1, 1] : memref<4x4x1xf16> to memref<1x1x1xf16, strided<[4, 1, 1], offset: 12>>
          %a.b = arith.constant -1 : i64
          %35 = arith.constant 31 : i64
          %ori_36 = arith.ori %a.b, %35 : i64
          scf.yield %2, %2 : f32, f32
        } else {
          %cast_37 = tensor.cast %lin_30 : tensor<2x4xi32> to tensor<?x?xi32>
          %c_38 = arith.constant 1 : index
          %39 = tensor.dim %lin_30, %c_38 : tensor<2x4xi32>  // note
          %cst_40 = arith.constant -7.5 : f32
          %x41 = arith.constant 2.5 : f32
          scf.yield %cst_40, %x41 : f32, f32
        }
      }
      %sum = memref.alloc() : memref<4xf32>
      %43 = memref.cast %sum : memref<4xf32> to memref<?xf32>
      %44 = arith.constant 3 : index
      %45 = arith.constant 3 : index
      %c_46 = arith.constant 0 : index
      %47 = memref.load %alloc_4[%44, %45, %c_46] : memref<4x4x1xf16>
      %48 = arith.constant 1 : i32
      scf.yield %1, %48 : i32, i32
    } else {
      %50 = arith.constant dense<[[0.0, 3.0, -7.5, -0.25, 3.0, -7.5, 0.5, 3.0]]> : vector<1x8xf16> // TODO: check
      %log10_51 = math.log10 %50 : vector<1x8xf16>
      %r_52 = func.call @"fn.0"(%1, %2, %3) : (i32, f32, vector<1x8xf32>) -> i32
      %53 = arith.floordivsi %c_11, %c_11 : i1 // TODO: check
      scf.yield %1, %r_52 : i32, i32
    }
    %cst_54 = arith.constant 2.5 : f16
    %57 = arith.constant 2 : index
    %58 = arith.constant 0 : index
    // ---- comment line ----
    memref.store %cst_54, %alloc_4[%57, %58, %59] : memref<4x4x1xf16>
    %acc = arith.constant -1 : i32
    %64 = call @"fn.0"(%acc, %2, %3) : (i32, f32, vector<1x8xf32>) -> (i32)
    %66 = arith.select %c_11, %2, %2 : f32
    func.return %22 : i32    // keep
  }
  // ---- comment line ----
}
