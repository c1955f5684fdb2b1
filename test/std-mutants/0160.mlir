// ir-gen std --seed 221 --size 21
!buf0 = memref<2x?xf16>
!vec1 = vector<2x8xf32>
!tensor2 = tensor<2x?xbf16>
!tensor3 = tensor<2x8xbf16>
!vec4 = vector<2x8xindex>
!vec5 = vector<2x8xbf16>
!buf6 = memref<2048xi8>
!buf7 = memref<512x4xi8>
!vec8 = vector<2x8xf16>
func.func @kernel_0(%1: f16, %v2: memref<2x8xbf16>, %arg: vector<2x8xi16>, %v4: bf16 {llvm.noundef, test.tag = "x"}) -> (!buf0 {test.foo = 1 : i32}) attributes {test.kernel} {
  scf.forall (%i_5) in (4) {
  // ---- comment line ----
    %ext:2 = arith.mulsi_extended %arg, %arg : vector<2x8xi16>
  }
  %tmp7 = arith.constant dense<-7.5> : !vec1
  %tmp8 = arith.negf %tmp7 : vector<2x8xf32>
  %empty_9 = tensor.empty() : tensor<1xf16>
  %10 = tensor.insert_slice %empty_9 into %empty_9[0] [1] [1] : tensor<1xf16> into tensor<1xf16>
  %empty = tensor.empty() : tensor<2x8xf16>
  %12 = tensor.empty() : tensor<2xf16>  // note
  %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], doc = "elementwise"} ins(%empty, %empty : tensor<2x8xf16>, tensor<2x8xf16>) outs(%12 : tensor<2xf16>) {
  ^bb0(%lhs: f16, %15: f16, %in_16: f16):
    %17 = arith.addf %lhs, %15 : f16
    %s_18 = arith.addf %17, %in_16 : f16
    %x19 = math.absf %s_18 : f16
    linalg.yield %x19 : f16
  } -> tensor<2xf16>
  %20 = arith.constant 2 : i16
  %c_21 = arith.constant 0x6 : i16
  %y = arith.constant 2 : i16
  %v23 = arith.constant 2.5 : f32
  %res_27:2 = scf.for %24 = %20 to %c_21 step %y iter_args(%acc = %1, %acc_26 = %v23) -> (f16, f32) : i16 {
    scf.forall (%x28, %sum) in (2, 7) {
      %c_31 = arith.constant -9 : i64
      %32 = arith.constant 20 : i64
      %33 = arith.cmpi ult, %c_31, %32 : i64    // keep
      scf.if %33 {
        %34 = arith.addf %1, %acc fastmath<nnan,ninf> : f16
      } else {
        %36 = arith.cmpi uge, %33, %33 : i1
      }
    }
    scf.yield %acc, %acc_26 : f16, f32
  }
  %c_37 = arith.constant 7 : index
  %v38 = memref.alloca(%c_37) : memref<2x?xf16>
  return %v38 : !buf0
}
func.func private @f1() -> (!tensor2 {test.foo = 1 : i32}, vector<2x8xf16>, !tensor3) attributes {passthrough = ["nounwind"], level = 2 : i64} {
  %x1 = arith.constant dense<0.5> : tensor<4xf16>
  %2 = arith.constant dense<-1> : vector<2x8xindex>
  %xori_3 = arith.xori %2, %2 : !vec4
  %cst = arith.constant dense<1.000000e+00> : !vec5
  %rhs = math.copysign %cst, %cst fastmath<nnan, ninf, nsz> : vector<2x8xbf16>
  %6 = tensor.empty() : tensor<2x8xf32>
  %empty = tensor.empty() : tensor<2xf32>
  %acc = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<2x8xf32>) outs(%empty : tensor<2xf32>) {
  ^undefined_block(%v9: f32, %t10: f32):
    %s_11 = arith.addf %v9, %t10 : f32
    %12 = math.absf %s_11 : f32
    linalg.yield %12 : f32
  } -> tensor<2xf32>
  %alloc = memref.alloc() {alignment = 64} : memref<2048xi8>
  %c = arith.constant 0 : index
  // ---- comment line ----
  %res = arith.constant 1 : index
  %view_17 = memref.view %alloc[%c][%res] : memref<2048xi8> to memref<?x4xf64>
  %18 = memref.expand_shape %alloc [[0, 1]] output_shape [512, 4] : !buf6 into !buf7
  %cst_20 = arith.constant -1.0 : f32
  %21 = arith.addf %cst_20, %cst_20 fastmath<arcp> : f32
  %22, %r_23, %24 = func.call @f1() : () -> (tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>)
  %r, %v26, %tmp27 = func.call @f1() : () -> (!tensor2, !vec8, tensor<2x8xbf16>)
  %28 = arith.constant 2147483647 : i32
  %v29 = arith.constant 1 : i32
  %tmp30 = arith.minsi %28, %v29 : i32
  func.return %22, %r_23, %tmp27 : tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>
}
