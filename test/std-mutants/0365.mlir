module {    // keep
  func.func private @ext0() -> (vector<4x8xbf16>, bf16) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1() -> bf16
  module @inner {
    func.func private @helper5(%sum: tensor<4x8xi32>, %2: i32, %x3: tensor<2x?xf64>) -> vector<4x8xi8> attributes {llvm.emit_c_interface, note = "generated"} {
      %res = tensor.empty() : tensor<4x8xi32>
      %t5 = arith.constant 3 : index
      %6 = tensor.empty(%t5) : tensor<2x?xf64>
      %rhs = call @helper5(%res, %2, %6) : (tensor<4x8xi32>, i32, tensor<2x?xf64>) -> (vector<4x8xi8>)
      %c = arith.constant 47 : i64
      %acc = math.ipowi %c, %c : i64
      %11 = arith.constant 3 : index
      %12 = memref.alloc(%11) : memref<?x4xbf16>
      memref.dealloc %12 : memref<?x4xbf16> // TODO: check
      func.return %rhs : vector<4x8xi8>
    }
  }
  func.func public @fn.0(%arg: f64, %x2: f64, %val: index) -> memref<4x?xf32> attributes {ref = @inner::@helper5} {
    %empty_4 = tensor.empty() : tensor<4x8xf64>
    %t5 = tensor.extract_slice %empty_4[3, 3] [1, 4] [1, 1] : tensor<4x8xf64> to tensor<1x4xf64>
    %6 = memref.alloc() : memref<3x4xf64>
    linalg.fill ins(%x2 : f64) outs(%6 : memref<3x4xf64>)
    %7 = memref.alloc() : memref<3x4xf32>

    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : memref<3x4xf32>) outs(%7 : memref<3x4xf32>) {
    ^bb0(%in_8: f32, %9: f32):
      %x10 = arith.addf %in_8, %9 : f32
      linalg.yield %x10 : f32
      // ---- comment line ----
    }

    %sum = arith.constant 0 : index
    %c = arith.constant 6 : index
    %15 = arith.constant 2 : index
    %a.b = arith.constant 1 : i32
    %cst = arith.constant 1.0 : bf16
    %20:2 = scf.parallel (%16) = (%sum) to (%c) step (%15) init (%a.b, %cst) -> (i32, bf16) {
      %21 = tensor.empty() : tensor<3x4xbf16>
      %empty_22 = tensor.empty() : tensor<3xbf16>
      %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%21, %21 : tensor<3x4xbf16>, tensor<3x4xbf16>) outs(%empty_22 : tensor<3xbf16>) {
      ^bb0(%t25: bf16, %in: bf16, %tmp29: bf16):
        %s_30 = arith.addf %t25, %in : bf16
        %s = arith.addf %s_30, %tmp29 : bf16
        %m_32 = math.absf %s : bf16
        linalg.yield %m_32 : bf16
      } -> tensor<3xbf16>
      %33 = arith.constant dense<100.0> : vector<3x4xf32>
      %34 = math.fma %33, %33, %33 fastmath<reassoc,contract> : vector<3x4xf32>
      %cst_35 = arith.constant -0.25 : f32
      %37 = arith.negf %cst_35 fastmath<nnan,ninf> : f32
      scf.reduce(%a.b, %cst : i32, bf16) {
      ^bb0(%res: i32, %v39: i32):
        %40 = arith.addi %res, %v39 : i32
        scf.reduce.return %40 : i32
      }, {
      ^bb0(%lhs_42: bf16, %v43: bf16):
        %44 = arith.addf %lhs_42, %v43 : bf16
        scf.reduce.return %44 : bf16
        // ---- comment line ----
      }
    }
    %46 = tensor.empty() : tensor<3x4xf32>
    %cmp_47 = arith.cmpi ole, %46, %46 fastmath<arcp> : tensor<3x4xf32>
    %48 = arith.constant dense<2.5> : vector<4x8xf32>
    %isnan_49 = math.isnan %48 : vector<4x8xf32>
    %r_51 = scf.while (%arg_50 = %20#0) : (i32) -> (i32) {
      %52 = arith.constant 7 : i64
      %tmp53 = arith.cmpi ne, %52, %52 : i64
      scf.condition(%tmp53) %arg_50 : i32
    } do {
    ^bb0(%54: i32):
      %v55 = arith.constant 1 : i32
      scf.yield %v55 : i32
    }    // keep
    %c_57 = arith.constant 7 : index
    %alloca = memref.alloca(%c_57) : memref<4x?xf32>

    func.return %alloca : memref<4x?xf32>
  }
}
