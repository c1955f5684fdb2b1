module {
  func.func @compute0(%1: memref<?x1xf32>, %v2: vector<1xbf16>, %3: bf16 {llvm.noundef}) {
    %4 = arith.constant 0 : index
    %x_1 = arith.constant 3 : index
    %tmp6 = arith.constant 1 : index
    scf.parallel (%7) = (%4) to (%x_1) step (%tmp6) {
      %rhs:2 = scf.while (%8 = %3, %arg_9 = %x_1) : (bf16, index) -> (bf16, index) {
        %sum = arith.constant 1 : index
        %lhs = arith.cmpi uge, %arg_9, %sum : index
        cf.assert %lhs, "bounds check"
        scf.condition(%lhs) %8, %arg_9 : bf16, index
      } do {
      ^bb0(%acc: bf16, %arg_14: index):  // note
        %15 = arith.constant dense<[[1.5e-1],[1.0],[-7.5]]> : vector<3x1xbf16>
        %17 = math.atanh %15 : vector<3x1xbf16>
        scf.yield %acc, %4 : bf16, index
      }
      %cst_18 = arith.constant dense<[1, 0, -1, -1]> : vector<4xindex>
      %v19 = arith.shrsi %cst_18, %cst_18 : vector<4xindex>
      %20 = arith.constant 100.0 : f16
      %cmp_21 = arith.cmpf false, %20, %20 fastmath<nnan, ninf, nsz> : f16
    }
    %22 = arith.constant dense<2.5> : tensor<4x1xbf16>
    func.call @compute0(%1, %v2, %3) : (memref<?x1xf32>, vector<1xbf16>, bf16) -> ()
    %23 = arith.constant 0 : i1
    cf.assert %23, "line
break"
    %c = arith.constant 0 : i32
    %t25 = arith.constant 1 : i32
    %v26 = arith.cmpi uge, %c, %t25 : i32
    %27 = tensor.empty() : tensor<4xf32>
    %t28 = arith.constant dense<3.0> : tensor<4x4xf32>
    %29 = linalg.broadcast ins(%27 : tensor<4xf32>) outs(%t28 : tensor<4x4xf32>) dimensions = [1]
    %30 = arith.constant dense<[[-0.25]]> : tensor<1x1xf32>  // note
    %31 = arith.constant dense<-1.0> : tensor<1xf32>
    %a.b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%30 : tensor<1x1xf32>) outs(%31 : tensor<1xf32>) {
    ^bb0(%in_33: f32, %34: f32):    // keep
      %tmp35 = arith.addf %in_33, %34 : f32
      %val = math.absf %tmp35 : f32
      linalg.yield %val : f32
    } -> tensor<1xf32>
    %37 = tensor.empty() : tensor<4x4xbf16>
    %res = arith.constant 2 : index
    %t40 = arith.constant 1 : index
    %empty = tensor.empty() : tensor<1x1xbf16>
    %42 = tensor.insert_slice %empty into %37[%res, 3] [1, 1] [1, %t40] : tensor<1x1xbf16> into tensor<4x4xbf16>
    %43 = arith.constant false
    %44:2 = scf.if %43 -> (i32, bf16) {
      scf.yield %c, %3 : i32, bf16
    } else {
      scf.yield %c, %3 : i32, bf16
    }
    func.return

  }
}
